import jax
import jax.numpy as jnp


class MPPIPlanner:
    """Sampling-based MPC: perturb the nominal controls, roll out, weight the samples by exp(-cost / lambda)."""

    def __init__(self, arm, perturbation, horizon=10, num_samples=64, temperature=0.5):
        self.arm = arm
        self.perturbation = perturbation
        self.horizon = horizon
        self.num_samples = num_samples
        self.temperature = temperature
        self.plan = jax.jit(self._plan)

    def _rollout_cost(self, joints, controls, target):
        def body(q, u):
            q = self.arm.integrate(q, u)
            error = self.arm.end_effector(q) - target
            return q, jnp.sum(error ** 2) + 0.01 * jnp.sum(u ** 2)

        _, costs = jax.lax.scan(body, joints, controls)
        return costs.sum()

    def _plan(self, joints, nominal, target, key):
        noise = self.perturbation.draw(key, self.num_samples, self.horizon, self.arm.dof)
        candidates = nominal[None] + noise
        costs = jax.vmap(self._rollout_cost, in_axes=(None, 0, None))(joints, candidates, target)
        weights = jax.nn.softmax(-(costs - costs.min()) / self.temperature)
        controls = jnp.einsum("s,shd->hd", weights, candidates)
        return controls, costs
