import jax
import jax.numpy as jnp

from mhkit.inference import inference_loop
from mhkit.kernels import rw_metropolis


def banana_logdensity(x):
    return -0.5 * (x[0] ** 2 / 4.0 + (x[1] - 0.25 * x[0] ** 2) ** 2)


def main(num_samples=200):
    kernel = rw_metropolis(banana_logdensity, scale=0.8)
    position = jnp.zeros(2)
    state = (position, banana_logdensity(position))
    positions, accepted = inference_loop(jax.random.PRNGKey(1), kernel, state, num_samples)
    print(f"acceptance rate {float(accepted.mean()):.2f}, mean {positions.mean(axis=0)}")
    return positions


if __name__ == "__main__":
    main()
