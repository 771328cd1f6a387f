import jax
import jax.numpy as jnp

from ddsp_synth.render import render_melody
from ddsp_synth.score import arpeggio
from ddsp_synth.synth import FilteredNoiseSynth


def spectral_peak(audio, sample_rate):
    spectrum = jnp.abs(jnp.fft.rfft(audio))
    return float(jnp.argmax(spectrum)) * sample_rate / audio.shape[0]


def main(seed=0):
    synth = FilteredNoiseSynth()
    notes = arpeggio(synth.sample_rate)
    audio = render_melody(synth, notes, jax.random.key(seed))
    first = audio[: notes[0].num_samples]
    peak = spectral_peak(first, synth.sample_rate)
    print(f"{audio.shape[0] / synth.sample_rate:.2f} s of audio, first note peaks at {peak:.0f} Hz")
    return synth, notes, audio


if __name__ == "__main__":
    main()
