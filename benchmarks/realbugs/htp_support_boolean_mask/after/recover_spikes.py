import jax
import jax.numpy as jnp

from sparsecs.recovery import hard_thresholding_pursuit


def sparse_signal(key, n, sparsity):
    index_key, value_key = jax.random.split(key)
    support = jax.random.choice(index_key, n, (sparsity,), replace=False)
    return jnp.zeros(n).at[support].set(jax.random.normal(value_key, (sparsity,)) + 2.0)


def main(m=80, n=200, sparsity=8):
    matrix_key, signal_key = jax.random.split(jax.random.PRNGKey(6))
    A = jax.random.normal(matrix_key, (m, n)) / jnp.sqrt(m)
    x_true = sparse_signal(signal_key, n, sparsity)
    x_hat = hard_thresholding_pursuit(A, A @ x_true, sparsity)
    error = float(jnp.linalg.norm(x_hat - x_true) / jnp.linalg.norm(x_true))
    print(f"relative recovery error: {error:.2e}")
    return error


if __name__ == "__main__":
    main()
