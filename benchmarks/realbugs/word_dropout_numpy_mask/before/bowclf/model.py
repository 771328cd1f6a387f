import jax
import jax.numpy as jnp

from bowclf.regularizers import word_dropout


class BagOfWordsClassifier:
    def __init__(self, vocab_size, num_classes, dropout_rate=0.3):
        self.vocab_size = vocab_size
        self.num_classes = num_classes
        self.dropout_rate = dropout_rate

    def init(self, key):
        return {"w": 0.01 * jax.random.normal(key, (self.vocab_size, self.num_classes)),
                "b": jnp.zeros(self.num_classes)}

    def logits(self, params, counts, train):
        if train:
            counts = word_dropout(counts, self.dropout_rate)
        return counts @ params["w"] + params["b"]

    def loss(self, params, counts, labels, train):
        logp = jax.nn.log_softmax(self.logits(params, counts, train))
        return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))
