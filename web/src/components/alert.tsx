export function Alert({ title, message }: { title: string; message: string }) {
  return (
    <div className="alert" role="alert">
      <strong>{title}</strong>
      <span>{message}</span>
    </div>
  );
}
