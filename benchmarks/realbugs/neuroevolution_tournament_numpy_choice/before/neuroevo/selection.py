import jax.numpy as jnp
import numpy as np


def tournament_selection(fitness, num_parents, tournament_size):
    """Index of the fittest of `tournament_size` random contenders, once per parent."""
    contenders = jnp.asarray(np.random.choice(fitness.shape[0], size=(num_parents, tournament_size)))  # expect: JXL402
    winners = jnp.argmax(fitness[contenders], axis=1)
    return jnp.take_along_axis(contenders, winners[:, None], axis=1)[:, 0]
