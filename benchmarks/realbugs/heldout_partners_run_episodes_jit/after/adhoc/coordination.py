"""A repeated coordination game: both agents pick one of three signals and score when they match."""

from typing import NamedTuple

import jax
import jax.numpy as jnp

NUM_ACTIONS = 3
EPISODE_LENGTH = 12


class GameState(NamedTuple):
    last_ego: jax.Array
    last_partner: jax.Array


def observe(state):
    return jnp.concatenate([jax.nn.one_hot(state.last_ego, NUM_ACTIONS),
                            jax.nn.one_hot(state.last_partner, NUM_ACTIONS)])


def initial_state():
    return GameState(last_ego=jnp.array(0), last_partner=jnp.array(0))


def step(state, ego_action, partner_action):
    reward = (ego_action == partner_action).astype(jnp.float32)
    return GameState(last_ego=ego_action, last_partner=partner_action), reward
