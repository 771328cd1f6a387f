import jax
import jax.numpy as jnp


def tournament_selection(key, fitness, num_parents, tournament_size):
    """Index of the fittest of `tournament_size` random contenders, once per parent."""
    contenders = jax.random.randint(key, (num_parents, tournament_size), 0, fitness.shape[0])
    winners = jnp.argmax(fitness[contenders], axis=1)
    return jnp.take_along_axis(contenders, winners[:, None], axis=1)[:, 0]
