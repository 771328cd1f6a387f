def report(phase, loss, grad_norm):
    print(f"[{phase}] loss={loss} grad_norm={grad_norm}")
