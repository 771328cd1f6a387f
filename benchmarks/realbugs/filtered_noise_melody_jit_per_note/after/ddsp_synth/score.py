from typing import NamedTuple


class Note(NamedTuple):
    frequency: float
    num_samples: int


def arpeggio(sample_rate=16000, beat=0.25):
    """A-minor arpeggio of quarter and half notes."""
    quarter, half = int(beat * sample_rate), int(2 * beat * sample_rate)
    return [Note(440.0, quarter), Note(523.25, quarter), Note(659.25, quarter), Note(880.0, half),
            Note(659.25, quarter), Note(523.25, quarter), Note(440.0, half)]
