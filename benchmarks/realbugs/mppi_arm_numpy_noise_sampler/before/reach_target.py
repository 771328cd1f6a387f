import jax
import jax.numpy as jnp

from armplan.kinematics import PlanarArm
from armplan.mppi import MPPIPlanner
from armplan.sampling import GaussianPerturbation


def control_loop(num_steps=5, seed=0):
    arm = PlanarArm()
    planner = MPPIPlanner(arm, GaussianPerturbation(sigma=0.5), horizon=10, num_samples=64)
    joints = jnp.array([0.3, 0.4])
    nominal = jnp.zeros((planner.horizon, arm.dof))
    target = jnp.array([0.5, 1.2])
    key = jax.random.PRNGKey(seed)
    sampled_costs = []
    for _ in range(num_steps):
        key, plan_key = jax.random.split(key)
        controls, costs = planner.plan(joints, nominal, target, plan_key)
        sampled_costs.append(costs)
        joints = arm.integrate(joints, controls[0])
        nominal = jnp.concatenate([controls[1:], controls[-1:]], axis=0)
    return joints, sampled_costs


if __name__ == "__main__":
    print(control_loop()[0])
