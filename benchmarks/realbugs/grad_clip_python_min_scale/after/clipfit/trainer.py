import jax


class Trainer:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer
        self.step = jax.jit(self._step)

    def _step(self, params, opt_state, xs, ys):
        loss, grads = jax.value_and_grad(self.model.loss)(params, xs, ys)
        updates, opt_state = self.optimizer.update(grads, opt_state)
        params = jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
        return params, opt_state, loss

    def fit(self, params, batches):
        opt_state = self.optimizer.init(params)
        history = []
        for xs, ys in batches:
            params, opt_state, loss = self.step(params, opt_state, xs, ys)
            history.append(float(loss))
        return params, history
