"""A column warm and fresh at the top, with isotherms deepening along x: the slopes are known in closed form."""

import jax.numpy as jnp
import numpy as np

from oceanmix.isoneutral import isoneutral_slopes


def main():
    nx, ny, nz = 8, 4, 10
    x = jnp.arange(nx)[:, None, None] * 10e3
    z = jnp.linspace(-1000.0, 0.0, nz)[None, None, :]
    temp = 10.0 + 0.01 * z + 2e-5 * x + jnp.zeros((nx, ny, nz))
    salt = 35.0 - 0.0005 * z + jnp.zeros((nx, ny, nz))
    slopes = isoneutral_slopes(temp, salt, 10e3, jnp.full(nz, 1000.0 / (nz - 1)))
    interior = np.asarray(slopes[:-1, :, :-1])
    print(f"interior slope range {interior.min():.2e} .. {interior.max():.2e}")
    drodz = -1025.0 * 2e-4 * 0.01 + 1025.0 * 7.6e-4 * -0.0005
    expected = (1025.0 * 2e-4 * 2e-5) / drodz
    assert np.allclose(interior, expected, rtol=0.02), (interior.min(), interior.max(), expected)


if __name__ == "__main__":
    main()
