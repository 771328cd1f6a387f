from typing import NamedTuple

import jax
import jax.numpy as jnp

from .environment import Environment


class EnvParams(NamedTuple):
    spawn_speed: int = 10
    move_speed: int = 5
    max_steps_in_episode: int = 100


class EnvState(NamedTuple):
    player_x: jnp.ndarray
    player_y: jnp.ndarray
    entities: jnp.ndarray  # rows (x, y, moving right, is gold, active)
    spawn_timer: jnp.ndarray
    time: jnp.ndarray
    terminal: jnp.ndarray


def step_entities(state):
    """Move the active entities one cell and resolve collisions with the player."""
    x, y, right, gold, active = (state.entities[:, i] for i in range(5))
    x = jnp.where(active == 1, jnp.where(right == 1, x + 1, x - 1), x)
    active = jnp.where((x < 0) | (x > 9), 0, active)
    hit = (active == 1) & (x == state.player_x) & (y == state.player_y)
    reward = jnp.sum(hit & (gold == 1))
    done = jnp.sum(hit & (gold == 0))
    active = jnp.where(hit, 0, active)
    entities = jnp.stack([x, y, right, gold, active], axis=1)
    return state._replace(entities=entities), reward, done > 0


class Asterix(Environment):
    def step_env(self, key, state, action, params):
        dx = jnp.array([0, -1, 0, 1, 0])[action]
        dy = jnp.array([0, 0, -1, 0, 1])[action]
        state = state._replace(player_x=jnp.clip(state.player_x + dx, 0, 9),
                               player_y=jnp.clip(state.player_y + dy, 1, 8))
        state, reward, done = step_entities(state)
        row = jax.random.randint(key, (), 1, 9)
        spawn = state.spawn_timer == 0
        free = jnp.argmin(state.entities[:, 4])
        entities = jnp.where(spawn, state.entities.at[free].set(jnp.array([0, row, 1, row % 3 == 0, 1])),
                             state.entities)
        spawn_timer = jnp.where(spawn, params.spawn_speed, state.spawn_timer - 1)
        time = state.time + 1
        done = jnp.logical_or(done, time >= params.max_steps_in_episode)
        state = state._replace(entities=entities, spawn_timer=spawn_timer, time=time, terminal=done)
        return self.get_obs(state), state, reward.astype(jnp.float32), done, {}

    def reset_env(self, key, params):
        state = EnvState(player_x=jnp.array(5), player_y=jnp.array(5),
                         entities=jnp.zeros((8, 5), dtype=jnp.int32),
                         spawn_timer=jnp.array(params.spawn_speed), time=jnp.array(0),
                         terminal=jnp.array(False))
        return self.get_obs(state), state

    def get_obs(self, state):
        grid = jnp.zeros((10, 10, 3))
        grid = grid.at[state.player_y, state.player_x, 0].set(1.0)
        x, y, _, gold, active = (state.entities[:, i] for i in range(5))
        grid = grid.at[y, jnp.clip(x, 0, 9), 1 + gold].max(active.astype(jnp.float32))
        return grid
