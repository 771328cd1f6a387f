import jax


class PolicyOptimizer:
    def __init__(self, policy, learning_rate=0.02):
        self.policy = policy
        self.learning_rate = learning_rate
        self.step = jax.jit(jax.value_and_grad(policy.annual_cost))

    def run(self, params, num_steps=300):
        history = []
        for _ in range(num_steps):
            cost, grads = self.step(params)
            scale = {"log_q": 1.0 / 200.0, "logit_service": 1.0 / 20.0}
            params = {k: params[k] - self.learning_rate * scale[k] * grads[k] for k in params}
            history.append(float(cost))
        return params, history
