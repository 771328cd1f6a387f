import jax.numpy as jnp


def report_grad_norms(step, grads):
    """Print one line per parameter so exploding layers are easy to spot in the job log."""
    for name in sorted(grads):
        print("step", step, name, "grad-norm", jnp.linalg.norm(grads[name]))  # expect: JXL201
