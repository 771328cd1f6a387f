import jax
import jax.numpy as jnp

LN10 = 2.302585092994046


def colebrook_friction(reynolds, relative_roughness, tol=1e-6, max_iter=50):
    """Darcy friction factor from the Colebrook equation, by Newton's method on x = 1/sqrt(f)."""
    a = relative_roughness / 3.7
    b = 2.51 / reynolds

    def residual(x):
        return x + 2.0 * jnp.log10(a + b * x)

    def keep_going(state):
        x, it = state
        return (jnp.abs(residual(x)) > tol) & (it < max_iter)

    def newton_step(state):
        x, it = state
        slope = 1.0 + 2.0 * b / ((a + b * x) * LN10)
        return x - residual(x) / slope, it + 1

    x, _ = jax.lax.while_loop(keep_going, newton_step, (jnp.asarray(8.0, dtype=jnp.result_type(b)), 0))
    return 1.0 / x ** 2
