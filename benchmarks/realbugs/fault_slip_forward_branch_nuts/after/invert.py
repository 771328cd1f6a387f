import jax
import jax.numpy as jnp

from quakeinv import FaultModel
from samplers import HMC


def main(num_samples=5):
    distances = jnp.linspace(-50.0, 50.0, 40)
    truth = FaultModel(distances, None)
    observed = truth.forward(8.0, 150.0)
    model = FaultModel(distances, observed)
    sampler = HMC(model.log_density)
    samples = sampler.run(jax.random.PRNGKey(3), jnp.array([6.0, 140.0]), num_samples)
    return samples


if __name__ == "__main__":
    print(main().mean(axis=0))
