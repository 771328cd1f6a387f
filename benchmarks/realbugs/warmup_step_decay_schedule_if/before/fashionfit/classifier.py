import jax
import jax.numpy as jnp


class MLPClassifier:
    def __init__(self, sizes=(64, 64, 10)):
        self.sizes = sizes

    def init(self, key):
        keys = jax.random.split(key, len(self.sizes) - 1)
        return [{"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)}
                for k, m, n in zip(keys, self.sizes[:-1], self.sizes[1:])]

    def logits(self, params, x):
        for layer in params[:-1]:
            x = jax.nn.relu(x @ layer["w"] + layer["b"])
        return x @ params[-1]["w"] + params[-1]["b"]

    def loss(self, params, x, labels):
        log_probs = jax.nn.log_softmax(self.logits(params, x))
        return -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))


class Trainer:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, x, labels):
        loss, grads = jax.value_and_grad(self.model.loss)(params, x, labels)
        params, opt_state = self.optimizer.update(grads, opt_state, params)
        return params, opt_state, loss
