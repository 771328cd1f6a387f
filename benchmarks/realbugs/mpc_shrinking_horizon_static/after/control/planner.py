import jax
import jax.numpy as jnp

from control.dynamics import double_integrator


def plan_cost(controls, state, dt, effort_weight, active):
    def rollout(current, step):
        force, is_active = step
        following = double_integrator(current, force * is_active, dt)
        return following, is_active * jnp.sum(following ** 2)

    _, state_costs = jax.lax.scan(rollout, state, (controls, active))
    return jnp.sum(state_costs) + effort_weight * jnp.sum((controls * active) ** 2)


def plan_controls(state, dt, effort_weight, remaining, max_horizon):
    """Open-loop forces over the next `remaining` steps (padded to `max_horizon`), by 50 steps of gradient descent."""
    active = (jnp.arange(max_horizon) < remaining).astype(jnp.float32)
    cost_grad = jax.grad(plan_cost)

    def descend(_, controls):
        return controls - 0.5 * cost_grad(controls, state, dt, effort_weight, active)

    return jax.lax.fori_loop(0, 50, descend, jnp.zeros(max_horizon))
