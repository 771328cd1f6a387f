import jax.numpy as jnp

from qcirc import two_local

if __name__ == "__main__":
    params = jnp.full((2, 3), 0.4)
    print(abs(two_local(3, 2, params).amplitude("111")) ** 2)
