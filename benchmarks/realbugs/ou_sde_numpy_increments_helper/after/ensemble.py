import jax
import jax.numpy as jnp
import numpy as np

from ousim import simulate_paths

CHOL = np.linalg.cholesky(np.array([[0.04, 0.01], [0.01, 0.09]]))


def terminal_states(n_paths, n_steps):
    x0 = jnp.zeros((n_paths, 2))
    key_first, key_second = jax.random.split(jax.random.PRNGKey(0))
    first = simulate_paths(key_first, x0, 1.5, jnp.array([1.0, -1.0]), jnp.asarray(CHOL), 0.01, n_steps=n_steps)
    second = simulate_paths(key_second, x0, 1.5, jnp.array([1.0, -1.0]), jnp.asarray(CHOL), 0.01, n_steps=n_steps)
    return np.asarray(first), np.asarray(second)


if __name__ == "__main__":
    print(terminal_states(500, 200)[0].mean(axis=0))
