from functools import partial

import jax


class Trainer:
    def __init__(self, model, guard):
        self.model = model
        self.guard = guard

    @partial(jax.jit, static_argnums=0)
    def train_step(self, params, batch):
        loss, grads = jax.value_and_grad(self.model.reconstruction_loss)(params, batch)
        return self.guard.apply(params, grads, loss), loss

    def fit(self, params, batches):
        history = []
        for batch in batches:
            params, loss = self.train_step(params, batch)
            history.append(float(loss))
        return params, history
