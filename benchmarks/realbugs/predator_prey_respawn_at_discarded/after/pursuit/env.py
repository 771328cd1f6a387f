from typing import NamedTuple

import jax
import jax.numpy as jnp


class PursuitState(NamedTuple):
    predators: jnp.ndarray  # (num_predators, 2) in the unit square
    prey: jnp.ndarray  # (num_prey, 2)
    captures: jnp.ndarray  # captures so far


class PredatorPrey:
    """Predators chase randomly walking prey; a captured prey respawns at a random place."""

    def __init__(self, num_predators=3, num_prey=2, speed=0.05, prey_speed=0.02, capture_radius=0.05):
        self.num_predators = num_predators
        self.num_prey = num_prey
        self.speed = speed
        self.prey_speed = prey_speed
        self.capture_radius = capture_radius

    def reset(self, key):
        pred_key, prey_key = jax.random.split(key)
        return PursuitState(jax.random.uniform(pred_key, (self.num_predators, 2)),
                            jax.random.uniform(prey_key, (self.num_prey, 2)), jnp.array(0))

    def step(self, state, actions, key):
        walk_key, respawn_key = jax.random.split(key)
        predators = jnp.clip(state.predators + self.speed * jnp.clip(actions, -1.0, 1.0), 0.0, 1.0)
        prey = jnp.clip(state.prey + self.prey_speed * jax.random.normal(walk_key, state.prey.shape), 0.0, 1.0)
        distances = jnp.linalg.norm(predators[:, None, :] - prey[None, :, :], axis=-1)
        caught = jnp.any(distances < self.capture_radius, axis=0)
        respawn = jax.random.uniform(respawn_key, prey.shape)
        for i in range(self.num_prey):
            prey = prey.at[i].set(jnp.where(caught[i], respawn[i], prey[i]))
        rewards = jnp.full((self.num_predators,), caught.sum().astype(jnp.float32))
        return PursuitState(predators, prey, state.captures + caught.sum()), rewards
