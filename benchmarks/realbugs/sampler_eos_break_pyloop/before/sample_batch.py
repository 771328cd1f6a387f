import jax

from pzsample.lm import MarkovLM
from pzsample.sampling import TemperatureSampler

EOS, PAD = 1, 0


def main(num_samples=4):
    model = MarkovLM(vocab_size=12)
    params = model.init(jax.random.PRNGKey(3))
    sampler = TemperatureSampler(model, eos_id=EOS, pad_id=PAD, max_steps=10, temperature=0.7)
    return [sampler.sample(params, 5, key) for key in jax.random.split(jax.random.PRNGKey(0), num_samples)]


if __name__ == "__main__":
    for sequence in main():
        print(sequence)
