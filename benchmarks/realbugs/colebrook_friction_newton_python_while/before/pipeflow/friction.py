import jax.numpy as jnp

LN10 = 2.302585092994046


def colebrook_friction(reynolds, relative_roughness, tol=1e-10):
    """Darcy friction factor from the Colebrook equation, by Newton's method on x = 1/sqrt(f)."""
    a = relative_roughness / 3.7
    b = 2.51 / reynolds
    x = jnp.asarray(8.0)
    residual = x + 2.0 * jnp.log10(a + b * x)
    while jnp.abs(residual) > tol:  # expect: JXL101
        slope = 1.0 + 2.0 * b / ((a + b * x) * LN10)
        x = x - residual / slope
        residual = x + 2.0 * jnp.log10(a + b * x)
    return 1.0 / x ** 2
