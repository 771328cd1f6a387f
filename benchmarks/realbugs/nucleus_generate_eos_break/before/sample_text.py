import jax
import jax.numpy as jnp

from nanolm.generate import Generator
from nanolm.model import BigramLM

VOCAB = ["<pad>", "<eos>"] + list("abcdefghijklmnopqrstuvwxyz ")
PAD, EOS = 0, 1


def decode(tokens):
    text = []
    for t in tokens:
        if t == EOS:
            break
        text.append(VOCAB[t])
    return "".join(text)


def main(num_samples=4):
    model = BigramLM(len(VOCAB))
    params = model.init(jax.random.PRNGKey(0))
    # Make <eos> likely after a space, so that samples end early.
    params = {"table": params["table"].at[VOCAB.index(" "), EOS].add(4.0)}
    generator = Generator(model, eos_id=EOS, pad_id=PAD)
    keys = jax.random.split(jax.random.PRNGKey(1), num_samples)
    outputs = [generator.generate(params, jnp.asarray(VOCAB.index("t")), k) for k in keys]
    return [list(map(int, o)) for o in outputs]


if __name__ == "__main__":
    for tokens in main():
        print(repr(decode(tokens)))
