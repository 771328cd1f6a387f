from typing import NamedTuple

import jax.numpy as jnp


class LinUCBState(NamedTuple):
    A: jnp.ndarray  # (arms, d, d) ridge design matrices
    b: jnp.ndarray  # (arms, d) reward-weighted contexts


class DisjointLinUCB:
    """Li et al. (2010): one ridge regression per arm, pick the arm with the largest upper confidence bound."""

    def __init__(self, num_arms, dim, alpha=1.0):
        self.num_arms = num_arms
        self.dim = dim
        self.alpha = alpha

    def init(self):
        return LinUCBState(jnp.tile(jnp.eye(self.dim), (self.num_arms, 1, 1)), jnp.zeros((self.num_arms, self.dim)))

    def scores(self, state, context):
        A_inv = jnp.linalg.inv(state.A)
        theta = jnp.einsum("aij,aj->ai", A_inv, state.b)
        bonus = jnp.sqrt(jnp.einsum("i,aij,j->a", context, A_inv, context))
        return theta @ context + self.alpha * bonus

    def update(self, state, arm, context, reward):
        A = state.A.at[arm].add(jnp.outer(context, context))
        b = state.b.at[arm].add(reward * context)
        return LinUCBState(A, b)
