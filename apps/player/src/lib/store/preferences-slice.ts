import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE } from '@wps-mobile/config';

/** Choices the player makes on this device. */
export interface PreferencesState {
  readonly language: string;
  readonly balanceMasked: boolean;
}

const initialState: PreferencesState = { language: DEFAULT_LANGUAGE, balanceMasked: false };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<string>) {
      return { ...state, language: action.payload };
    },
    balanceMaskToggled(state) {
      return { ...state, balanceMasked: !state.balanceMasked };
    },
  },
});

export const { languageChanged, balanceMaskToggled } = preferencesSlice.actions;
