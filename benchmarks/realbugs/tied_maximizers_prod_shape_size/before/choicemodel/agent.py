"""A maximizing agent that hedges uniformly between tied best options."""

import jax.numpy as jnp

from choicemodel.support import tied_maximizers


def hedged_choice_probs(utility):
    index, count = tied_maximizers(utility)
    flat_probs = jnp.zeros(utility.size).at[index].add(1.0 / count, mode="drop")
    return flat_probs.reshape(utility.shape)


def expected_utility(utility):
    return jnp.sum(hedged_choice_probs(utility) * utility)
