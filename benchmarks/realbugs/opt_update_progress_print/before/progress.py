def log_progress(step, **values):
    fields = ", ".join(f"{name}={value}" for name, value in values.items())
    print(f"[opt] step {step}: {fields}")  # expect: JXL201
