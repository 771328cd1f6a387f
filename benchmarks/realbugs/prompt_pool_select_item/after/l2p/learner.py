import jax
import jax.numpy as jnp


class ContinualLearner:
    def __init__(self, model, learning_rate, pull_coeff):
        self.model = model
        self.learning_rate = learning_rate
        self.pull_coeff = pull_coeff
        self._step = jax.jit(self._train_step)

    def _loss(self, params, features, labels):
        logits, similarity = self.model.apply(params, features)
        log_probs = jax.nn.log_softmax(logits)
        nll = -jnp.mean(jnp.take_along_axis(log_probs, labels[:, None], axis=1))
        # pull the selected key towards the queries of this task
        return nll - self.pull_coeff * jnp.mean(similarity)

    def _train_step(self, params, features, labels):
        loss, grads = jax.value_and_grad(self._loss)(params, features, labels)
        params = jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads)
        return params, loss

    def train_task(self, params, batches):
        losses = []
        for features, labels in batches:
            params, loss = self._step(params, features, labels)
            losses.append(float(loss))
        return params, losses
