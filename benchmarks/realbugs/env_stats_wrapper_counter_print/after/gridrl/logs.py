def log_transition(step, reward):
    print(f"[env] step {step}: reward={reward}")
