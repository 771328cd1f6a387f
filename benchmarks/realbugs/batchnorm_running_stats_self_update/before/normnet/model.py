import jax

from normnet.layers import BatchNorm, Dense


class ImageClassifier:
    def __init__(self, in_dim, hidden, num_classes, learning_rate=0.1):
        self.dense1 = Dense(in_dim, hidden)
        self.norm = BatchNorm(hidden)
        self.dense2 = Dense(hidden, num_classes)
        self.learning_rate = learning_rate
        self._train_step = jax.jit(self.train_step)
        self._eval_step = jax.jit(self.eval_step)

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"dense1": self.dense1.init(k1), "norm": self.norm.init(k2), "dense2": self.dense2.init(k3)}

    def apply(self, params, x, training):
        h = self.norm(params["norm"], self.dense1(params["dense1"], x), training=training)
        return self.dense2(params["dense2"], jax.nn.relu(h))

    def loss(self, params, x, labels):
        logits = self.apply(params, x, training=True)
        return -jax.numpy.mean(jax.nn.log_softmax(logits)[jax.numpy.arange(x.shape[0]), labels])

    def train_step(self, params, x, labels):
        loss, grads = jax.value_and_grad(self.loss)(params, x, labels)
        return jax.tree_util.tree_map(lambda p, g: p - self.learning_rate * g, params, grads), loss

    def eval_step(self, params, x):
        return jax.nn.softmax(self.apply(params, x, training=False))
