"""Debug output for the training step."""


def report(step_name, loss, grad_norm):
    print(f"[{step_name}] loss={loss} grad_norm={grad_norm}")  # expect: JXL201
