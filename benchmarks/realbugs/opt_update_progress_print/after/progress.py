import jax


def log_progress(step, **values):
    # jax.debug.print runs on every call of the compiled step, with the runtime values.
    fields = ", ".join(f"{name}={{{name}}}" for name in values)
    jax.debug.print("[opt] step {step}: " + fields, step=step, **values)
