import jax
import jax.numpy as jnp


def report_grad_norms(step, grads):
    """Print one line per parameter so exploding layers are easy to spot in the job log."""
    for name in sorted(grads):
        # runs inside the compiled update: jax.debug.print prints the runtime values on every call
        jax.debug.print("step {} " + name + " grad-norm {}", step, jnp.linalg.norm(grads[name]))
