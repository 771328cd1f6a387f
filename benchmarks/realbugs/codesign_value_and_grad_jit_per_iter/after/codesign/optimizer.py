import jax


class DesignOptimizer:
    """Gradient descent on the design parameters through the differentiable rollout."""

    def __init__(self, sim, learning_rate=0.002):
        self.sim = sim
        self.learning_rate = learning_rate
        self._loss_and_grad = jax.jit(jax.value_and_grad(sim.objective))

    def run(self, design, n_iters):
        history = []
        for _ in range(n_iters):
            loss, grads = self._loss_and_grad(design)
            design = design - self.learning_rate * grads
            history.append(float(loss))
        return design, history
