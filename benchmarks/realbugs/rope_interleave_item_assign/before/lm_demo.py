import jax

from ropeformer.model import TinyLM


def main(seq_len=16):
    model = TinyLM()
    params = model.init(jax.random.PRNGKey(0))
    tokens = jax.random.randint(jax.random.PRNGKey(1), (seq_len,), 0, model.vocab_size)
    logits = jax.jit(model.__call__)(params, tokens)
    print("logits", logits.shape, "mean", float(logits.mean()))
    return model, params, tokens, logits


if __name__ == "__main__":
    main()
