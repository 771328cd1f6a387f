import jax
import jax.numpy as jnp


def heat_kernel_problem(key, n=80, time=0.01, noise=1e-3):
    """Recover an initial temperature profile on [0, 1] from a noisy profile at a later time (severely ill-posed)."""
    x = (jnp.arange(n) + 0.5) / n
    modes = jnp.arange(1, n + 1)
    basis = jnp.sqrt(2.0) * jnp.sin(jnp.pi * modes[None, :] * x[:, None])
    decay = jnp.exp(-(jnp.pi * modes) ** 2 * time)
    a = basis @ jnp.diag(decay) @ basis.T / n
    x_true = jnp.where((x > 0.2) & (x < 0.5), 1.0, 0.0) + 0.5 * jnp.sin(2 * jnp.pi * x) ** 2
    b = a @ x_true + noise * jax.random.normal(key, (n,))
    return a, b, x_true
