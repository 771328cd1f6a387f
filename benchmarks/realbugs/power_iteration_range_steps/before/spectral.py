import jax
import jax.numpy as jnp


def power_iteration_sr(A, num_iterations=15, seed=1234):
    """Estimate the spectral radius of A by power iteration."""
    key = jax.random.PRNGKey(seed)
    b_k = jax.random.uniform(key, (A.shape[1],))
    sr = 0.0
    for _ in range(num_iterations):  # expect: JXL105
        b_k1 = A @ b_k
        sr = jnp.linalg.norm(b_k1) / jnp.linalg.norm(b_k)
        b_k = b_k1 / jnp.linalg.norm(b_k1)
    return sr


power_iteration_sr = jax.jit(power_iteration_sr)
