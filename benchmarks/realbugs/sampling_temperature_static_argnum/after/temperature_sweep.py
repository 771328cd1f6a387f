import jax
import jax.numpy as jnp

from trigramlm.model import TrigramModel
from trigramlm.sampling import generate

TEXT = ("to be, or not to be, that is the question: whether 'tis nobler in the mind to suffer "
        "the slings and arrows of outrageous fortune, or to take arms against a sea of troubles "
        "and by opposing end them. to die: to sleep; no more; and by a sleep to say we end "
        "the heart-ache and the thousand natural shocks that flesh is heir to. ") * 4


def main(temperatures=(0.3, 0.6, 1.0, 1.5), length=200, seed=0):
    model = TrigramModel(TEXT)
    log_probs = jnp.asarray(model.log_probs)
    context = jnp.asarray(model.encode("to"))
    key = jax.random.PRNGKey(seed)
    samples = {}
    for temperature in temperatures:
        ids = generate(log_probs, context, key, length=length, temperature=temperature)
        samples[temperature] = model.decode(ids)
    return model, samples


if __name__ == "__main__":
    _, samples = main()
    for temperature, text in samples.items():
        print(f"T={temperature}: {text[:80]!r}")
