"""Energy in the enabled bins of each incoming frame."""

import jax
import jax.numpy as jnp

from specmon import enabled_energy


def main(num_frames=3):
    frames = jax.random.normal(jax.random.PRNGKey(3), (num_frames, 14))
    return jnp.stack([enabled_energy(frame) for frame in frames])


if __name__ == "__main__":
    print(main())
