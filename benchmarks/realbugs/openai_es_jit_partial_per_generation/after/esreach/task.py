import jax
import jax.numpy as jnp


class PointMassReach:
    """A 2-D point mass pushed by a linear policy toward a goal; the return is minus the summed distance."""

    def __init__(self, goal=(1.0, -0.5), num_steps=40, dt=0.1):
        self.goal = jnp.asarray(goal)
        self.num_steps = num_steps
        self.dt = dt
        self.num_params = 4 * 2

    def episode_return(self, flat_params):
        weights = flat_params.reshape(4, 2)

        def body(carry, _):
            position, velocity = carry
            observation = jnp.concatenate([position - self.goal, velocity])
            force = jnp.tanh(observation @ weights)
            velocity = 0.9 * velocity + self.dt * force
            position = position + self.dt * velocity
            return (position, velocity), -jnp.linalg.norm(position - self.goal)

        _, rewards = jax.lax.scan(body, (jnp.zeros(2), jnp.zeros(2)), None, length=self.num_steps)
        return rewards.sum()


def population_fitness(population, task):
    return jax.vmap(task.episode_return)(population)
