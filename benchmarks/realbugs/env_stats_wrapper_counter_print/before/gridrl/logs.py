def log_transition(step, reward, done):
    print(f"[env] step {step}: reward={reward} done={done}")  # expect: JXL201
