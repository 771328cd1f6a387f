from eegband.power import band_power

__all__ = ["band_power"]
