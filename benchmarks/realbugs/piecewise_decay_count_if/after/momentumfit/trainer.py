import jax
import jax.numpy as jnp


class Classifier:
    def init(self, key, num_features, num_classes):
        return {"w": 0.01 * jax.random.normal(key, (num_features, num_classes)), "b": jnp.zeros(num_classes)}

    def loss(self, params, x, labels):
        logp = jax.nn.log_softmax(x @ params["w"] + params["b"])
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))


class Trainer:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer
        self.train_step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, x, labels):
        loss, grads = jax.value_and_grad(self.model.loss)(params, x, labels)
        updates, opt_state = self.optimizer.update(grads, opt_state)
        params = jax.tree_util.tree_map(lambda p, u: p + u, params, updates)
        return params, opt_state, loss

    def fit(self, params, batches):
        opt_state = self.optimizer.init(params)
        losses = []
        for x, labels in batches:
            params, opt_state, loss = self.train_step(params, opt_state, x, labels)
            losses.append(float(loss))
        return params, losses
