import jax
import jax.numpy as jnp

from bigramlm.evaluate import Evaluator
from bigramlm.model import BigramLM

TEXT = "the cat sat on the mat and the dog sat on the log " * 20


def make_batches(text, seq_len=16, batch_size=8):
    vocab = sorted(set(text))
    ids = jnp.array([vocab.index(c) for c in text])
    num = (ids.shape[0] - 1) // seq_len
    rows = ids[: num * seq_len].reshape(num, seq_len)
    return vocab, [rows[i:i + batch_size] for i in range(0, num - batch_size + 1, batch_size)]


def main(num_steps=200):
    vocab, batches = make_batches(TEXT)
    model = BigramLM(len(vocab))
    params = model.init(jax.random.PRNGKey(0))

    @jax.jit
    def train_step(params, tokens, learning_rate=20.0):
        loss, grads = jax.value_and_grad(model.nll)(params, tokens)
        return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss

    for step in range(num_steps):
        params, _ = train_step(params, batches[step % len(batches)])
    return Evaluator(model).evaluate(params, batches), len(vocab)


if __name__ == "__main__":
    metrics, vocab_size = main()
    print(f"vocab {vocab_size}: loss {metrics['loss']:.3f}, perplexity {metrics['perplexity']:.2f}")
