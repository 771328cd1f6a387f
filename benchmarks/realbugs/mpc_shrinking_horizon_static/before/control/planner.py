import jax
import jax.numpy as jnp

from control.dynamics import double_integrator


def plan_cost(controls, state, dt, effort_weight):
    def rollout(current, force):
        following = double_integrator(current, force, dt)
        return following, jnp.sum(following ** 2)

    _, state_costs = jax.lax.scan(rollout, state, controls)
    return jnp.sum(state_costs) + effort_weight * jnp.sum(controls ** 2)


def plan_controls(state, dt, effort_weight, horizon):
    """Open-loop forces over the next `horizon` steps, by 50 steps of gradient descent."""
    cost_grad = jax.grad(plan_cost)

    def descend(_, controls):
        return controls - 0.5 * cost_grad(controls, state, dt, effort_weight)

    return jax.lax.fori_loop(0, 50, descend, jnp.zeros(horizon))
