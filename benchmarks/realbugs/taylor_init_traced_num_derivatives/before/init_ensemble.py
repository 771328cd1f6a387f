import jax
import jax.numpy as jnp

from filterode.init import initial_state


def main():
    y0s = jnp.stack([jnp.array([2.0, 0.0]), jnp.array([1.0, 0.5]), jnp.array([0.0, 1.0])])
    init_batch = jax.jit(jax.vmap(initial_state, in_axes=(0, None, None)))
    return init_batch(y0s, 4, 1.0)


if __name__ == "__main__":
    print(main())
