"""Track a simulated target with the bootstrap filter and report the mean position error."""

import jax
import jax.numpy as jnp

from tracking import BootstrapFilter, RandomWalkModel


def simulate(key, model, num_steps):
    key_path, key_noise = jax.random.split(key)
    steps = model.process_std * jax.random.normal(key_path, (num_steps, 2))
    truth = jnp.cumsum(steps, axis=0)
    observations = truth + model.observation_std * jax.random.normal(key_noise, truth.shape)
    return truth, observations


def main():
    model = RandomWalkModel(process_std=0.3, observation_std=0.5)
    truth, observations = simulate(jax.random.PRNGKey(0), model, num_steps=40)
    particle_filter = BootstrapFilter(model, num_particles=512)
    estimates = particle_filter.run(jax.random.PRNGKey(1), observations)
    return estimates, truth


if __name__ == "__main__":
    estimates, truth = main()
    print("mean error:", float(jnp.mean(jnp.linalg.norm(estimates - truth, axis=1))))
