"""Square roots by Heron's iteration, differentiable end to end."""
import jax
import jax.numpy as jnp


def babylonian_sqrt(x, iterations=10):
    def body(guess, _):
        refined = 0.5 * (guess + x / guess)
        return refined, refined

    root, _ = jax.lax.scan(body, jnp.ones_like(x), None, length=iterations)  # expect: JXL504
    return root
