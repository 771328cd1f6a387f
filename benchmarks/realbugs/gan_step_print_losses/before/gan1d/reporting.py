def report_losses(step, d_loss, g_loss):
    print(f"[gan] step {step}: d_loss={d_loss} g_loss={g_loss}")  # expect: JXL201
